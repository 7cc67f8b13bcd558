import { z } from 'zod';

/** `PUT /api/admin/sharing` (a Larder addition): share on the home network, or stop. */
export const NetworkSharingUpdate = z.object({ enabled: z.boolean() });
export type NetworkSharingUpdate = z.infer<typeof NetworkSharingUpdate>;

/** `GET /api/admin/sharing`: whether other devices of the home network can reach Larder, and how. */
export const NetworkSharing = z.object({
  enabled: z.boolean(),
  /** Every LAN address of this machine as a link, while sharing is on. */
  urls: z.array(z.string()),
  /** `larder.local` (this machine's `.local` name when another Larder has it) while announced. */
  mdnsName: z.string().nullable(),
  /** `http://larder.local:9925/` while announced, else null. */
  mdnsUrl: z.string().nullable(),
  /** The address the QR code opens (an IPv4 one when there is one). */
  qrUrl: z.string().nullable(),
  /** That QR code as an SVG document, drawn by the server. */
  qrSvg: z.string().nullable(),
});
export type NetworkSharing = z.infer<typeof NetworkSharing>;
