/**
 * How Larder sends mail, as Mealie's SMTP_* settings: `TLS` upgrades a plain connection with
 * STARTTLS (port 587), `SSL` connects over TLS from the start (port 465), `NONE` sends in clear
 * (a relay on the same machine or network).
 */
export interface SmtpSettings {
  host: string;
  port: number;
  strategy: 'TLS' | 'SSL' | 'NONE';
  user: string | null;
  password: string | null;
  fromEmail: string;
  fromName: string;
}
