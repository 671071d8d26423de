import { Form } from "react-router";
import { describeUserAgent } from "~/auth/user-agent";
import { formatStaffTime } from "~/components/admin/users/staff-time";
import { Button } from "~/components/ui/button";
import { AccountSection, FormError } from "./section";

export type SessionRow = { id: string; userAgent: string | null; ipAddress: string | null; createdAt: string; lastActiveAt: string; current: boolean };

/** The user's own sessions: which device, from where, last active; sign out any other one, or all. */
export function SessionsSection({ sessions, idleMinutes, error }: { sessions: SessionRow[]; idleMinutes: number; error: string | undefined }) {
  const others = sessions.filter((session) => !session.current).length;
  const idle = idleMinutes % 60 === 0 ? `${idleMinutes / 60} hour${idleMinutes === 60 ? "" : "s"}` : `${idleMinutes} minute${idleMinutes === 1 ? "" : "s"}`;
  return (
    <AccountSection
      id="sessions-title"
      title="Active Sessions"
      description={`Where you are signed in. A session ends 24 hours after sign-in, or after ${idle} without use.`}
    >
      {/* Scrolls sideways on a phone, also by keyboard (focusable); `relative` keeps the visually hidden texts inside it. */}
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Active sessions, scrollable">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">Active sessions</caption>
          <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Device
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                IP address
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Last active
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Signed in
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => {
              const device = describeUserAgent(session.userAgent);
              return (
                <tr key={session.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <td className="py-2 pr-4">
                    <span className="font-medium">{device}</span>
                    {session.current ? <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">(this device)</span> : null}
                  </td>
                  <td className="py-2 pr-4 break-all">{session.ipAddress ?? "Unknown"}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatStaffTime(session.lastActiveAt)}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatStaffTime(session.createdAt)}</td>
                  <td className="py-2 text-right">
                    {session.current ? null : (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="sign-out-session" />
                        <input type="hidden" name="id" value={session.id} />
                        <Button type="submit" variant="outline" size="sm" aria-label={`Sign out ${device}, last active ${formatStaffTime(session.lastActiveAt)}`}>
                          Sign Out
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FormError message={error} />
      {others > 0 ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="sign-out-others" />
          <Button type="submit" variant="outline">
            Sign Out All Other Sessions
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">You are signed in nowhere else.</p>
      )}
    </AccountSection>
  );
}
