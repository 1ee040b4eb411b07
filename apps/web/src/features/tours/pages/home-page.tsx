import { policy } from '@tabi/contracts';
import {
  ArrowRight,
  Bus,
  CalendarCheck2,
  Headset,
  type LucideIcon,
  Map as MapIcon,
  ShieldCheck,
  Undo2,
  UserRoundCheck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { useCategories } from '../../../api/list-categories.ts';
import { Button } from '../../../ui/button.tsx';
import { defaultDescription, useDocumentMeta } from '../../../ui/document-meta.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { categoryIcon } from '../components/category-icon.tsx';
import { HeroIllustration } from '../components/hero-illustration.tsx';
import { HeroSearch } from '../components/hero-search.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { TourSection } from '../components/tour-section.tsx';
import { homeFeaturedParams, homeTopRatedParams } from '../route-loaders.ts';

const popularSearches = ['Kyoto', 'Tokyo', 'Osaka', 'Nara', 'Food', 'Temples'];

export function HomePage() {
  useDocumentMeta('Guided tours in Japan', defaultDescription);
  return (
    <>
      <Hero />
      <TrustBar />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <section aria-labelledby="featured-heading">
          <SectionHeading
            id="featured-heading"
            title="Featured experiences"
            description="Hand-picked by our Kyoto team: the tours travellers tell us they remember longest."
            link={{ to: '/featured', label: 'See all featured' }}
          />
          <TourSection
            params={homeFeaturedParams}
            count={4}
            emptyText="Featured tours will appear here soon."
          />
        </section>
        <CategoriesSection />
        <section aria-labelledby="top-rated-heading">
          <SectionHeading
            id="top-rated-heading"
            title="Top-rated by travellers"
            description="The highest average ratings from verified reviews."
            link={{ to: '/tours?sort=rating', label: 'See all tours' }}
          />
          <TourSection params={homeTopRatedParams} count={8} emptyText="Rated tours will appear here soon." />
        </section>
        <WhyChooseUs />
      </div>
      <ClosingBand />
    </>
  );
}

function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-primary-950">
      <div className="absolute inset-y-0 -right-[10%] -left-[120%] -z-10 sm:inset-0">
        <HeroIllustration className="size-full" />
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-primary-950/85 via-primary-950/60 to-primary-950/10 lg:bg-gradient-to-r lg:from-primary-950/85 lg:via-primary-950/45 lg:to-transparent" />
      <div className="mx-auto flex min-h-[34rem] max-w-7xl flex-col justify-center px-4 pt-14 pb-24 sm:px-6 lg:min-h-[38rem] lg:px-8">
        <p className="text-sm font-semibold tracking-[0.14em] text-accent-200 uppercase">
          Small-group tours · Local guides
        </p>
        <h1 className="mt-4 max-w-2xl text-4xl leading-[1.1] font-extrabold text-white sm:text-5xl lg:text-6xl">
          Journeys through Japan, led by people who live there
        </h1>
        <p className="mt-5 max-w-xl text-lg text-primary-100">
          Small-group tours from our home in Kyoto: temples at dawn, markets with a chef, backstreets only
          locals know.
        </p>
        <div className="mt-8">
          <HeroSearch />
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-2 text-sm">
          <span className="mr-1 text-primary-100">Popular:</span>
          {popularSearches.map((term) => (
            <Link
              key={term}
              to={`/tours?${new URLSearchParams({ search: term })}`}
              className="rounded-full border border-white/25 bg-white/10 px-3 py-1 font-medium text-white transition-colors duration-150 hover:bg-white/20"
            >
              {term}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

const trustPoints: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Undo2,
    title: 'Free cancellation',
    text: `Full refund up to ${policy.freeCancellationHours} hours before`,
  },
  { icon: UserRoundCheck, title: 'Licensed local guides', text: 'Every guide lives where they lead' },
  { icon: Users, title: 'Small groups', text: 'Room to ask questions and linger' },
  { icon: CalendarCheck2, title: 'Clear times in JST', text: 'Exact start times, easy meeting points' },
];

function TrustBar() {
  return (
    <div className="border-b border-sand-200 bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-x-6 gap-y-4 px-4 py-6 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {trustPoints.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block text-sm font-bold text-ink-900">{title}</span>
              <span className="block text-sm text-ink-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CategoriesSection() {
  const query = useCategories();
  return (
    <section aria-labelledby="categories-heading">
      <SectionHeading
        id="categories-heading"
        title="Explore by interest"
        description="From ramen counters to mountain shrines, find the kind of day you are after."
        link={{ to: '/tours', label: 'Browse all tours' }}
      />
      {query.isError ? (
        <ErrorState
          as="h3"
          title="Categories could not be loaded"
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {query.data
            ? query.data.map((category) => {
                const Icon = categoryIcon(category.name);
                return (
                  <li key={category.name}>
                    <Link
                      to={`/tours?${new URLSearchParams({ category: category.name })}`}
                      className="group flex h-full flex-col items-start gap-2 rounded-2xl border border-sand-200 bg-white p-3 shadow-card min-[400px]:flex-row min-[400px]:items-center min-[400px]:gap-3 sm:p-4 transition-[box-shadow,border-color] duration-200 hover:border-primary-200 hover:shadow-raised"
                    >
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700 sm:size-11 transition-colors duration-200 group-hover:bg-accent-600 group-hover:text-white">
                        <Icon className="size-5" aria-hidden />
                      </span>
                      <span className="min-w-0">
                        <span className="block text-[0.9375rem] leading-snug font-bold break-words text-ink-900">
                          {category.name}
                        </span>
                        <span className="block text-sm text-ink-600">
                          {category.count} {category.count === 1 ? 'tour' : 'tours'}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })
            : ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
                <li
                  key={key}
                  className="flex items-center gap-3 rounded-2xl border border-sand-200 bg-white p-4"
                >
                  <Skeleton className="size-11 rounded-xl" />
                  <span className="flex-1">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="mt-2 h-3.5 w-1/3" />
                  </span>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

const reasons: { icon: LucideIcon; title: string; text: string; to: string }[] = [
  {
    icon: MapIcon,
    title: 'Expert local guides',
    text: 'Licensed guides who grew up in the places they show you, in English and more.',
    to: '/features/expert-guides',
  },
  {
    icon: UserRoundCheck,
    title: 'Customized tours',
    text: 'Tell us your pace and interests; we shape a private day around them.',
    to: '/features/customized-tours',
  },
  {
    icon: Undo2,
    title: 'Free cancellation',
    text: `Plans change. Cancel up to ${policy.freeCancellationHours} hours before and get every yen back.`,
    to: '/features/free-cancellation',
  },
  {
    icon: Bus,
    title: 'Reliable transportation',
    text: 'Licensed vehicles and drivers, on time, sized for your group.',
    to: '/features/reliable-transportation',
  },
  {
    icon: Headset,
    title: 'Customer support',
    text: 'A real person in Kyoto answers before, during and after your tour.',
    to: '/features/customer-support',
  },
  {
    icon: ShieldCheck,
    title: 'Trusted by travellers',
    text: 'Reviews come from verified travellers who actually took the tour.',
    to: '/features/trusted-travelers',
  },
];

function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading">
      <SectionHeading
        id="why-heading"
        title="Why travel with Tabi Tours"
        description="We are a small Kyoto company. Everything we promise, we run ourselves."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map(({ icon: Icon, title, text, to }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full gap-4 rounded-2xl border border-sand-200 bg-white p-5 transition-[box-shadow,border-color] duration-200 hover:border-primary-200 hover:shadow-card"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-600 text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <span>
                <span className="flex items-center gap-1.5 font-bold text-ink-900 group-hover:text-primary-700">
                  {title}
                  <ArrowRight
                    className="size-4 opacity-0 transition-[opacity,transform] duration-150 group-hover:translate-x-0.5 group-hover:opacity-100"
                    aria-hidden
                  />
                </span>
                <span className="mt-1 block text-sm leading-relaxed text-ink-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClosingBand() {
  return (
    <section aria-labelledby="closing-heading" className="bg-primary-900">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="closing-heading" className="text-2xl font-bold text-white sm:text-3xl">
            Planning something special?
          </h2>
          <p className="mt-2 text-primary-100">
            Honeymoons, family reunions, a first trip to Japan: our Kyoto team plans private days around you.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to="/contact">Talk to our team</Link>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            className="border-white/30 bg-transparent text-white hover:border-white/60 hover:bg-white/10"
          >
            <Link to="/tours">Browse tours</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
