import { limits } from '@tabi/contracts';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button.tsx';

/**
 * The home page search: sends the traveller to /tours?search=... The home page arrives prerendered, so the
 * form also works before the app has loaded (a plain GET to /tours), and the field is left uncontrolled:
 * what was typed before the app took over stays.
 */
export function HeroSearch() {
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    navigate(search ? `/tours?${new URLSearchParams({ search })}` : '/tours');
  };

  return (
    <search className="block w-full max-w-2xl">
      <form
        action="/tours"
        method="get"
        onSubmit={submit}
        className="flex w-full items-center gap-2 rounded-2xl bg-white p-2 shadow-raised ring-primary-300 focus-within:ring-4"
      >
        <label htmlFor="hero-search" className="sr-only">
          Where do you want to go?
        </label>
        <Search className="ml-2 size-5 shrink-0 text-ink-500" aria-hidden />
        <input
          id="hero-search"
          type="search"
          name="search"
          maxLength={limits.searchMaxLength}
          placeholder="Kyoto, ramen, sake…"
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-ink-900 outline-none placeholder:text-ink-500 focus-visible:outline-none"
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" variant="accent" size="lg" className="px-5 sm:px-7">
          Search
        </Button>
      </form>
    </search>
  );
}
