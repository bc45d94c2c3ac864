import { telHref } from "#app/utils/phone-number.ts";
import { useBusiness } from "#app/config/use-business.ts";

/**
 * What a confirmation repeats so that a mistyped number is seen while the visitor is still on the page: the number
 * given and, for a callback, the day and time we will ring; then how to put it right.
 */
export function CallBackNote({ phone, when }: { phone: string; when?: string }) {
  const { mainPhone } = useBusiness();
  return (
    <p className="mt-4" data-call-back>
      {when ? (
        <>
          We will call you on <strong>{phone}</strong> on <strong>{when}</strong>.
        </>
      ) : (
        <>
          The number you gave us: <strong>{phone}</strong>.
        </>
      )}{" "}
      Wrong number? Call us on <a href={telHref(mainPhone)}>{mainPhone}</a>.
    </p>
  );
}
