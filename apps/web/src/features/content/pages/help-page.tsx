import { Link } from 'react-router';
import { ContentPage, ContentSection, Prose } from '../components/content-page.tsx';
import { HelpGuide } from '../components/help-guide.tsx';
import { HelpJumpList } from '../components/help-jump-list.tsx';
import { helpGuides } from '../data/help.tsx';
import { useContentPaymentMode } from '../data/payment-wording.tsx';

export function HelpPage() {
  const guides = helpGuides[useContentPaymentMode()];
  return (
    <ContentPage
      eyebrow="Support"
      title="Help and Support"
      description="Step-by-step guides: booking a tour, cancelling, refunds, your account, live chat and the AI travel assistant."
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
