import type { AdminUser } from '@tabi/contracts';
import type { ReactNode } from 'react';
import { Badge } from '../../../../ui/badge.tsx';
import { cn } from '../../../../ui/cn.ts';
import { RelativeTime } from '../../../../ui/relative-time.tsx';
import { TruncatedText } from '../../../../ui/truncated-text.tsx';
import { UserAvatar } from '../../../../ui/user-avatar.tsx';
import { Cell as BaseCell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';
import type { UserChange } from '../lib/user-changes.ts';
import { roleLabels } from '../lib/user-filters.ts';
import { ownAccountNoteId, UserRowActions } from './user-row-actions.tsx';

type UsersTableProps = {
  users: AdminUser[];
  /** The signed-in admin's id: that row is theirs. */
  ownId: string | undefined;
  /** The accounts whose change is running. */
  busyIds: ReadonlySet<string>;
  onChange: (user: AdminUser, change: UserChange) => void;
  busy?: boolean;
};

/** This table's cell: the shared one, aligned for these rows. */
function Cell(props: { label?: string; children: ReactNode; className?: string }) {
  return <BaseCell {...props} className={cn('align-middle', props.className)} />;
}

const headers = ['User', 'Role', 'Status', 'Bookings', 'Last sign-in', 'Joined'];

const joinedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The day an account was made, in the reader's own zone: "1 Mar 2025". */
const joinedOn = (iso: string) => joinedFormat.format(new Date(iso));

/**
 * The user's column takes what the others leave (`max-w-0` lets a table cell shrink below its text): a
 * long e-mail is cut there, and no other column gives way.
 */
const sharedWidth = 'md:w-2/5 md:max-w-0';

/**
 * A page of accounts: a table on wide screens, one card per account on phones (the same markup, laid
 * out by the screen's width), each with its menu (status, role, two-step sign-in while it is on).
 */
export function UsersTable({ users, ownId, busyIds, onChange, busy }: UsersTableProps) {
  return (
    <ResponsiveTable caption="Users" headers={headers} busy={busy} bodyClassName="max-md:space-y-3">
      {users.map((user) => {
        const own = user._id === ownId;
        return (
          <tr
            key={user._id}
            className="max-md:relative max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-2xl max-md:border max-md:border-sand-200 max-md:bg-white max-md:p-4"
          >
            <Cell className={cn('max-md:col-span-2 max-md:pr-12 md:pl-4', sharedWidth)}>
              <div className="flex min-w-0 items-center gap-3">
                <UserAvatar user={user} className="size-8 ring-0" size={32} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink-900">
                    <span className="break-words">{user.name}</span>
                    {own && <Badge variant="primary">You</Badge>}
                  </p>
                  <TruncatedText
                    text={user.email}
                    href={`mailto:${user.email}`}
                    className="text-primary-700 hover:underline"
                  />
                  {user.isGoogleUser && <p className="text-xs text-ink-600">Signs in with Google</p>}
                  {user.twoFactorEnabled && <p className="text-xs text-ink-600">Two-step sign-in on</p>}
                  {own && (
                    <p id={ownAccountNoteId(user)} className="text-xs text-ink-600">
                      Your own account: another administrator can change it.
                    </p>
                  )}
                </div>
              </div>
            </Cell>
            <Cell label="Role">
              <Badge variant={user.role === 'admin' ? 'primary' : 'neutral'}>{roleLabels[user.role]}</Badge>
            </Cell>
            <Cell label="Status">
              {user.disabled ? (
                <Badge className="bg-danger-50 text-danger-700">Disabled</Badge>
              ) : (
                <Badge variant="success">Active</Badge>
              )}
            </Cell>
            <Cell label="Bookings">
              <span className="text-ink-900 tabular-nums">{user.bookingsCount.toLocaleString('en-US')}</span>
            </Cell>
            <Cell label="Last sign-in" className="whitespace-nowrap">
              {user.lastSignInAt ? (
                <RelativeTime iso={user.lastSignInAt} className="text-sm text-ink-900" />
              ) : (
                <span className="text-ink-600">Never</span>
              )}
            </Cell>
            <Cell label="Joined" className="max-md:col-span-2">
              <span className="whitespace-nowrap text-ink-900">{joinedOn(user.createdAt)}</span>
            </Cell>
            <td className="align-middle max-md:absolute max-md:top-3 max-md:right-3 md:py-2 md:pr-4 md:pl-3 md:text-right">
              <UserRowActions user={user} own={own} busy={busyIds.has(user._id)} onChange={onChange} />
            </td>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
