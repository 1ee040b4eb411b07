import { vehiclesPage } from '@tabi/site-content';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { ContentPage, ContentSection, Prose } from '../components/content-page.tsx';
import { RichBlocks } from '../components/policy-rich-text.tsx';
import { VehicleCard } from '../components/vehicle-card.tsx';

export function VehiclePage() {
  const { road, rail, safety, practical, next } = vehiclesPage;
  return (
    <ContentPage
      eyebrow="Transport"
      title={vehiclesPage.title}
      description={vehiclesPage.description}
      lead={<p>{vehiclesPage.lead}</p>}
    >
      {[road, rail].map((group) => (
        <ContentSection key={group.id} id={group.id} title={group.title} intro={group.intro}>
          <ul className="grid gap-5 md:grid-cols-2">
            {group.vehicles.map((vehicle) => (
              <li key={vehicle.id} className="flex">
                <VehicleCard vehicle={vehicle} />
              </li>
            ))}
          </ul>
        </ContentSection>
      ))}
      <ContentSection id={safety.id} title={safety.title}>
        <Prose>
          <RichBlocks blocks={[{ list: safety.points }]} />
        </Prose>
      </ContentSection>
      <ContentSection id={practical.id} title={practical.title}>
        <div className="grid gap-4 md:grid-cols-3">
          {practical.topics.map((topic) => (
            <div key={topic.title} className="rounded-2xl border border-sand-200 bg-white p-5">
              <h3 className="text-lg font-bold text-ink-900">{topic.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-700">{topic.text}</p>
            </div>
          ))}
        </div>
      </ContentSection>
      <ContentSection id={next.id} title={next.title} intro={next.text}>
        <Button asChild size="lg">
          <Link to={next.link.to}>{next.link.label}</Link>
        </Button>
      </ContentSection>
    </ContentPage>
  );
}
