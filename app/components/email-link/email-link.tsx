/**
 * A mailto link whose address may wrap only where a reader expects it to (after the @ and before each dot of the
 * domain), never inside a word: a long address in a narrow column breaks into readable pieces.
 */
export function EmailLink({ address, className }: { address: string; className?: string }) {
  const at = address.lastIndexOf("@");
  const [domainName, ...rest] = address.slice(at + 1).split(".");
  return (
    <a href={`mailto:${address}`} className={className}>
      {address.slice(0, at + 1)}
      <wbr />
      {domainName}
      {rest.map((part, position) => (
        <span key={position}>
          <wbr />
          {`.${part}`}
        </span>
      ))}
    </a>
  );
}
