import { emailHint } from './form-hints';
import { useTouchedForm } from './useTouchedForm';

const validate = (values: { email: string }) => ({ email: emailHint(values.email) });

/** A form of one email address (reset request, invitation, test message) with the spec hints. */
export function useEmailForm() {
  const form = useTouchedForm({ email: '' }, validate);
  return {
    ...form,
    /** On submit: shows the hint and returns the trimmed address, or null when it is not valid. */
    submittedEmail: (): string | null => {
      form.touchAll();
      return form.errors.email ? null : form.values.email.trim();
    },
  };
}
