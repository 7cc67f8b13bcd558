/** `shell.openPath`: resolves to an error message, or to '' once the folder is shown. */
export type OpenPath = (path: string) => Promise<string>;

/** "Open the data folder": shows it in the system's file manager. */
export async function openDataFolder(openPath: OpenPath, dataDir: string): Promise<void> {
  const failure = await openPath(dataDir);
  if (failure !== '') throw new Error(`The data folder ${dataDir} could not be opened: ${failure}`);
}
