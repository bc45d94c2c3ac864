import { Link } from "react-router";

/** The page for an address that does not exist, in the spec's words, with ways onward. */
export function NotFound() {
  return (
    <div className="container-page py-16 text-center">
      <h1 className="heading-xl">
        <span className="block text-6xl text-brand-700">404</span>{" "}
        <span className="mt-2 block">Oops! Page not found</span>
      </h1>
      <p className="mx-auto mt-6 max-w-xl">
        The page you are looking for may have moved, or the address may have a typing mistake.
      </p>
      <p className="mt-8">
        <Link to="/" className="button-primary">
          Return to Home
        </Link>
      </p>
    </div>
  );
}
