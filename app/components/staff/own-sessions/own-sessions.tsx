import { Form } from "react-router";
import { Confirmation, ErrorSummary, FormStateProvider, TextField } from "#app/components/forms/forms.tsx";

/** One of one's own sessions as "My account" lists it. */
export interface OwnSession {
  id: string;
  current: boolean;
  device: string;
  createdAt: string;
  lastSeenAt: string;
}

/**
 * Where one is signed in, with a code from the app to sign out all other sessions, everywhere, or just one; `ended`:
 * how many the last post ended.
 */
export function OwnSessions({
  sessions,
  errors,
  message,
  ended,
  pending,
}: {
  sessions: readonly OwnSession[];
  errors: Record<string, string>;
  message?: string;
  ended?: number;
  pending: boolean;
}) {
  const others = sessions.filter((open) => !open.current);
  return (
    <section aria-labelledby="sessions-heading" className="mt-10 max-w-3xl">
      <FormStateProvider value={{ idPrefix: "sessions", errors, pending }}>
        <h2 id="sessions-heading" className="heading-l">
          Where you are signed in
        </h2>
        {ended !== undefined ? (
          <div className="mt-4">
            <Confirmation title="Signed out">
              {ended === 1 ? "1 session has been ended." : `${ended} sessions have been ended.`}
            </Confirmation>
          </div>
        ) : null}
        <Form method="post" noValidate data-form="sessions">
          <div className="mt-4">
            <ErrorSummary errors={errors} message={message} />
          </div>
          <ul className="mt-4 space-y-3" data-sessions>
            {sessions.map((open) => (
              <li key={open.id} className="border-2 border-ink p-4">
                <p className="font-bold">
                  {open.device} {open.current ? <span className="font-normal">(this device)</span> : null}
                </p>
                <p>
                  Signed in {open.createdAt}; last active {open.lastSeenAt}
                </p>
              </li>
            ))}
          </ul>
          <input type="hidden" name="intent" value="sessions" />
          <TextField
            name="sessions-code"
            label="Code from your authenticator app"
            hint="Needed to sign any session out here."
            autoComplete="one-time-code"
            className="max-w-xs"
          />
          {/* The first button is what Enter in the code field does: the widest choice that keeps this session. */}
          <div className="mt-6 flex flex-wrap gap-4">
            <button type="submit" name="end" value="others" className="button-secondary">
              Sign out all other sessions
            </button>
            <button type="submit" name="end" value="everywhere" className="button-primary">
              Sign out everywhere
            </button>
          </div>
          {others.length > 0 ? (
            <>
              <p className="mt-6">Or sign out just one:</p>
              <ul className="mt-2 space-y-2">
                {others.map((open) => (
                  <li key={open.id}>
                    <button type="submit" name="end" value={open.id} className="font-bold text-brand-700 underline">
                      Sign out {open.device}, signed in {open.createdAt}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Form>
      </FormStateProvider>
    </section>
  );
}
