import { Link } from "react-router";
import { telHref } from "#app/utils/phone-number.ts";
import { useBusiness } from "#app/config/use-business.ts";

/** A request the site could not take (app/http/problem.ts): what happened, in plain words, and how to reach us. */
export function RequestProblem({ title, text }: { title: string; text: string }) {
  const phone = useBusiness().mainPhone;
  return (
    <div className="container-page py-12">
      <h1 className="heading-xl">{title}</h1>
      <p className="mt-4 max-w-2xl">{text}</p>
      <p className="mt-4 max-w-2xl">
        Please go back and try again, or call us on{" "}
        <a href={telHref(phone)} className="font-bold whitespace-nowrap">
          {phone}
        </a>{" "}
        and we will help you straight away.
      </p>
      <p className="mt-4">
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
