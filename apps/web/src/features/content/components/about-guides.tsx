import { Languages } from 'lucide-react';

type Guide = {
  readonly name: string;
  readonly role: string;
  readonly languages: readonly string[];
  readonly bio: string;
};

/** "Haruka Mori" -> "HM": the avatar of a guide without a photo. */
function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The guides: name (h3), region and role, languages spoken, a few lines about them. */
export function AboutGuides({ guides }: { guides: readonly Guide[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {guides.map((guide) => (
        <li
          key={guide.name}
          className="flex flex-col rounded-2xl border border-sand-200 bg-white p-5 shadow-card"
        >
          <div className="flex items-center gap-4">
            <span
              aria-hidden
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-50 text-lg font-bold text-primary-700"
            >
              {initials(guide.name)}
            </span>
            <div className="min-w-0">
              <h3 className="text-lg font-bold text-ink-900">{guide.name}</h3>
              <p className="text-sm text-ink-600">{guide.role}</p>
            </div>
          </div>
          <p className="mt-4 flex-1 leading-relaxed text-ink-700">{guide.bio}</p>
          <p className="mt-4 flex items-center gap-2 text-sm text-ink-700">
            <Languages className="size-4 shrink-0 text-primary-600" aria-hidden />
            <span>
              <span className="sr-only">Speaks </span>
              {guide.languages.join(', ')}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
