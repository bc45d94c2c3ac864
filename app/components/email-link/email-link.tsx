/**
 * An e-mail address that may wrap only where a reader expects it to (after the @ and before each dot of the domain),
 * never inside a word: a long address in a narrow column breaks into readable pieces. Text only, for an address shown
 * without a link (the audit log's details); EmailLink links it.
 */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  const [domainName, ...rest] = address.slice(at + 1).split(".");
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {domainName}
      {rest.map((part, position) => (
        <span key={position}>
          <wbr />
          {`.${part}`}
        </span>
      ))}
    </>
  );
}

/** A mailto link whose address wraps as EmailText's does: the site's address, and the addresses staff read. */
export function EmailLink({ address, className }: { address: string; className?: string }) {
  return (
    <a href={`mailto:${address}`} className={className}>
      <EmailText address={address} />
    </a>
  );
}
