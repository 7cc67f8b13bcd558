import { z } from 'zod';

import { Email } from './users';

/** `POST /api/admin/email`: where the test message goes. */
export const EmailTest = z.object({ email: Email });
export type EmailTest = z.infer<typeof EmailTest>;

/** Mealie's answer to a sent email: `error` says why it was not sent, for the person to read. */
export const EmailSuccess = z.object({ success: z.boolean(), error: z.string().nullable() });
export type EmailSuccess = z.infer<typeof EmailSuccess>;

/** `GET /api/admin/email`: whether outgoing mail is configured. */
export const EmailReady = z.object({ ready: z.boolean() });
export type EmailReady = z.infer<typeof EmailReady>;
