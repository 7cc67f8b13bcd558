import packageJson from '../package.json' with { type: 'json' };

export const appVersion: string = packageJson.version;

/**
 * What `/api/app/about` reports as `version`: the Mealie API Larder speaks. Clients gate on it
 * (Home Assistant's refuses anything below v2.0.0), as clients of any server speaking a peer's API
 * do; Larder's own version goes in `larderVersion`.
 */
export const mealieApiVersion = 'v2.0.0';
