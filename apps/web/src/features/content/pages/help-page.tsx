import { helpGuides, helpPage } from '@tabi/site-content';
import { Link } from 'react-router';
import { ContentPage, ContentSection, Prose } from '../components/content-page.tsx';
import { HelpGuide } from '../components/help-guide.tsx';
import { HelpJumpList } from '../components/help-jump-list.tsx';
import { useContentPaymentMode } from '../payment-mode.ts';

export function HelpPage() {
  const guides = helpGuides[useContentPaymentMode()];
  return (
    <ContentPage
      eyebrow="Support"
      title={helpPage.title}
      description={helpPage.description}
      lead={
        <p>
          Short, step-by-step guides to everything you can do on Tabi Tours. For quick answers, see the{' '}
          <Link to="/faq" className="font-semibold text-primary-700 underline hover:text-primary-800">
            FAQ
          </Link>
          .
        </p>
      }
    >
      <HelpJumpList guides={guides} />
      {guides.map((guide) => (
        <HelpGuide key={guide.id} guide={guide} />
      ))}
      <ContentSection id="still-stuck" title="Still stuck?">
        <Prose>
          <p>
            Read the <Link to="/faq">frequently asked questions</Link>, or{' '}
            <Link to="/contact">contact us</Link>: a person in our Kyoto office answers, and a booking
            reference helps us find your booking at once.
          </p>
        </Prose>
      </ContentSection>
    </ContentPage>
  );
}
