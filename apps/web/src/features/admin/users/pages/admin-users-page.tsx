import type { AdminUser } from '@tabi/contracts';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../../session/session-context.ts';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { toast } from '../../../../ui/toast.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { AdminRequestList } from '../../shared/components/admin-request-list.tsx';
import { ListSkeleton } from '../../shared/components/list-skeleton.tsx';
import { tablePageSize } from '../../shared/lib/table-page-size.ts';
import { usePendingIds } from '../../shared/lib/use-pending-ids.ts';
import { useAdminUsers } from '../api/list-admin-users.ts';
import { adminUserChangeKey, useUpdateAdminUser } from '../api/update-admin-user.ts';
import { UserChangeDialog } from '../components/user-change-dialog.tsx';
import { UserFiltersForm } from '../components/user-filters-form.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { type UserChange, userChanges } from '../lib/user-changes.ts';
import { adminUsersHref, type UserFilters, userFiltersFrom } from '../lib/user-filters.ts';

type OpenDialog = { user: AdminUser; change: UserChange };

/** /admin/users: every account, searched, filtered, sorted and paged from the address; disable or promote. */
export function AdminUsersPage() {
  useDocumentMeta('Manage users', 'Travellers and administrators of Tabi Tours.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user: me } = useSession();
  const { page, ...filters } = userFiltersFrom(params);
  const query = useAdminUsers({ ...filters, page, limit: tablePageSize });

  const busyIds = usePendingIds(adminUserChangeKey);
  const update = useUpdateAdminUser();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const apply = (next: UserFilters) => void navigate(adminUsersHref(next));

  const confirm = async ({ user, change }: OpenDialog) => {
    const saved = await update.mutateAsync({ id: user._id, request: userChanges[change].request });
    toast.success(userChanges[change].done(saved.name));
  };

  return (
    <div>
      <AdminPageHeader
        title="Manage users"
        description="Every traveller and administrator. Disabling an account signs it out everywhere at once; you cannot change your own."
      />

      <UserFiltersForm filters={filters} onApply={apply} />

      <AdminRequestList
        query={query}
        noun="user"
        filtered={Boolean(filters.q || filters.role || filters.status)}
        onClearFilters={() => apply({ sort: filters.sort })}
        emptyIcon={<UsersRound />}
        emptyHints={{
          filtered: 'Try part of the name or e-mail, or another role or status.',
          unfiltered: 'Accounts show here as soon as travellers sign up.',
        }}
        skeleton={<ListSkeleton label="Loading users" />}
        hrefFor={(target) => adminUsersHref(filters, target)}
      >
        {(users) => (
          <UsersTable
            users={users}
            ownId={me?.id}
            busyIds={busyIds}
            busy={query.isPlaceholderData}
            onChange={(user, change) => {
              setDialog({ user, change });
              setDialogOpen(true);
            }}
          />
        )}
      </AdminRequestList>

      {dialog && (
        <UserChangeDialog
          key={`${dialog.change}:${dialog.user._id}`}
          user={dialog.user}
          change={dialog.change}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          pending={busyIds.has(dialog.user._id)}
          onConfirm={() => confirm(dialog)}
        />
      )}
    </div>
  );
}
