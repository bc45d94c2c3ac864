import { TextField } from "#app/components/forms/forms.tsx";

/**
 * A new password and its confirmation, as a password manager expects them (`autocomplete="new-password"` on both), with
 * the hint that says how long it must be and what makes a good one.
 */
export function NewPasswordFields({ minLength, label = "Password" }: { minLength: number; label?: string }) {
  return (
    <>
      <TextField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${minLength} characters. Three or four random words make a strong password that is easy to remember.`}
      />
      <TextField
        name="confirm-password"
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
