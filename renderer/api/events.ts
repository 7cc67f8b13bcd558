/** Messages the API client reports for the toaster: it knows nothing of React. */
interface ApiMessage {
  intent: 'info' | 'error';
  text: string;
}

type Listener = (message: ApiMessage) => void;

const listeners = new Set<Listener>();

export function subscribeApiMessages(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishApiMessage(message: ApiMessage): void {
  for (const listener of listeners) listener(message);
}
