import { Callout } from '@blueprintjs/core';

/** Why a form's last submit failed, above its fields; nothing while there is no failure. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Callout intent="danger" icon="error" className="larder-form-callout" role="alert">
      {message}
    </Callout>
  );
}
