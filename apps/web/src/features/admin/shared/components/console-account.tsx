import { Globe, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../../../session/session-context.ts';
import { TruncatedText } from '../../../../ui/truncated-text.tsx';
import { UserAvatar } from '../../../../ui/user-avatar.tsx';

const rowClasses =
  'flex h-10 w-full cursor-pointer items-center gap-2.5 rounded-lg px-3 text-sm font-semibold text-ink-700 transition-colors duration-150 hover:bg-sand-100 hover:text-ink-900';

/** The foot of the console's navigation: back to the travellers' site, who is signed in, and signing out. */
export function ConsoleAccount({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useSession();
  return (
    <div className="space-y-0.5 border-t border-sand-200 p-3">
      <Link to="/" onClick={onNavigate} className={rowClasses}>
        <Globe className="size-4 shrink-0" aria-hidden />
        View site
      </Link>
      {user && (
        <div className="flex items-center gap-2.5 px-3 py-2">
          <UserAvatar user={user} className="size-8 ring-0" size={32} />
          <div className="min-w-0 flex-1 text-sm">
            <TruncatedText text={user.name || 'Administrator'} className="font-semibold text-ink-900" />
            <TruncatedText text={user.email} className="text-xs text-ink-600" />
          </div>
        </div>
      )}
      <button
        type="button"
        className={rowClasses}
        onClick={() => {
          onNavigate?.();
          void logout();
        }}
      >
        <LogOut className="size-4 shrink-0" aria-hidden />
        Sign out
      </button>
    </div>
  );
}
