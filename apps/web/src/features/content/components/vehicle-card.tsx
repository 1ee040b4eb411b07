import { type Transport, type TransportKind, toursInCategory, transportAnchor } from '@tabi/site-content';
import {
  Accessibility,
  Bus,
  Car,
  CarFront,
  type LucideIcon,
  Luggage,
  Ship,
  TrainFront,
  TramFront,
  Users,
  Van,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../ui/badge.tsx';

const icons: Record<TransportKind, LucideIcon> = {
  car: Car,
  minivan: CarFront,
  van: Van,
  minibus: Bus,
  accessible: Accessibility,
  train: TrainFront,
  local: TramFront,
  ferry: Ship,
};

/** One vehicle or way of travelling: name (h3), what it is, seats, luggage, access, and the tours using it. */
export function VehicleCard({ vehicle }: { vehicle: Transport }) {
  const Icon = icons[vehicle.kind];
  const anchor = transportAnchor(vehicle);
  return (
    <article
      aria-labelledby={anchor}
      className="flex w-full flex-col rounded-2xl border border-sand-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          <Icon className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <Badge variant="primary">{vehicle.type}</Badge>
          <h3 id={anchor} className="mt-1 text-xl font-bold text-ink-900">
            {vehicle.name}
          </h3>
        </div>
      </div>
      <div className="flex-1">
        <p className="mt-3 leading-relaxed text-ink-700">{vehicle.summary}</p>

        <dl className="mt-4 space-y-3 text-[0.9375rem]">
          <Fact icon={Users} label="Seats">
            {vehicle.seats}
          </Fact>
          <Fact icon={Luggage} label="Luggage">
            {vehicle.luggage}
          </Fact>
          <Fact icon={Accessibility} label="Accessibility">
            {vehicle.accessibility}
          </Fact>
        </dl>

        {vehicle.features.length > 0 && (
          <ul className="mt-4 list-disc space-y-1.5 pl-5 text-[0.9375rem] text-ink-700 marker:text-primary-500">
            {vehicle.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-5 border-t border-sand-200 pt-4">
        <p className="text-[0.9375rem] text-ink-700">{vehicle.usedFor}</p>
        <p className="mt-3 text-sm font-semibold text-ink-800">Tours that use it</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {vehicle.categories.map((category) => (
            <li key={category}>
              <Link
                to={toursInCategory(category)}
                className="inline-flex min-h-9 items-center rounded-full border border-primary-200 bg-primary-50 px-3 text-sm font-semibold text-primary-700 transition-colors duration-150 hover:border-primary-300 hover:bg-primary-100"
              >
                {category} <span className="sr-only">tours</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold text-ink-900">
        <Icon className="size-5 shrink-0 text-ink-500" aria-hidden />
        {label}
      </dt>
      <dd className="pl-7 text-ink-700">{children}</dd>
    </div>
  );
}
