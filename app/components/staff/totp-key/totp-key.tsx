import { CopyButton } from "#app/components/staff/copy-button/copy-button.tsx";

/**
 * The authenticator app's key for someone setting it up on the phone that shows this page: a link that opens the app
 * with the key (the `otpauth://` URI the QR code holds), the key as selectable text in groups of four that a narrow
 * screen wraps between, never inside, and, with JavaScript, a button that copies it.
 */
export function TotpKey({ groups, uri, email }: { groups: readonly string[]; uri: string; email: string }) {
  return (
    <>
      <p className="mt-4">
        <a href={uri} className="button-primary" data-otpauth-link>
          Open in your authenticator app
        </a>
      </p>
      <p className="mt-4">
        If neither works, choose to enter a key by hand in the app, for the account{" "}
        <span className="break-all">{email}</span>, and type this key:
      </p>
      <p className="mt-2 font-mono text-xl font-bold select-all" data-totp-key>
        {groups.map((group, index) => (
          <span key={index}>
            {index > 0 ? " " : null}
            <span className="whitespace-nowrap" data-key-group>
              {group}
            </span>
          </span>
        ))}
      </p>
      <p className="mt-2">
        <CopyButton text={groups.join("")}>Copy key</CopyButton>
      </p>
    </>
  );
}
