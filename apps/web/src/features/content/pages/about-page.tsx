import { aboutPage } from '@tabi/site-content';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { AboutFigures } from '../components/about-figures.tsx';
import { AboutGuides } from '../components/about-guides.tsx';
import { AboutPrinciples } from '../components/about-principles.tsx';
import { ContentPage, ContentSection, Prose } from '../components/content-page.tsx';
import { RichBlocks } from '../components/policy-rich-text.tsx';
import { useContentPaymentMode } from '../payment-mode.ts';

export function AboutPage() {
  const { story, selection, guides, next } = aboutPage;
  const principles = selection.principles[useContentPaymentMode()];
  return (
    <ContentPage
      eyebrow="Company"
      title={aboutPage.title}
      description={aboutPage.description}
      lead={<p>{aboutPage.lead}</p>}
      aside={<AboutFigures />}
    >
      <ContentSection id={story.id} title={story.title}>
        <Prose>
          <RichBlocks blocks={story.paragraphs} />
        </Prose>
      </ContentSection>
      <ContentSection id={selection.id} title={selection.title} intro={selection.intro}>
        <AboutPrinciples principles={principles} />
      </ContentSection>
      <ContentSection id={guides.id} title={guides.title} intro={guides.intro}>
        <AboutGuides guides={guides.people} />
      </ContentSection>
      <ContentSection id={next.id} title={next.title} intro={next.text}>
        <div className="flex flex-wrap gap-3">
          {next.links.map((link) => (
            <Button key={link.to} asChild size="lg" variant={link.primary ? 'primary' : 'outline'}>
              <Link to={link.to}>{link.label}</Link>
            </Button>
          ))}
        </div>
      </ContentSection>
    </ContentPage>
  );
}
