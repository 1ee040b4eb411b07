import { consultationForm, contactChannels, contactPage } from '@tabi/site-content';
import { Card } from '../../../ui/card.tsx';
import { ContactDetails } from '../components/contact-details.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { ContentPage, ContentSection } from '../components/content-page.tsx';

export function ContactPage() {
  return (
    <ContentPage
      eyebrow="Contact"
      title={contactPage.title}
      description={contactPage.description}
      lead={<p>{contactPage.lead}</p>}
    >
      <div className="grid gap-14 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:gap-12">
        <ContentSection id={contactChannels.id} title={contactChannels.title}>
          <ContactDetails />
        </ContentSection>
        <ContentSection
          id={consultationForm.id}
          title={consultationForm.title}
          intro={consultationForm.intro}
        >
          <Card className="p-5 sm:p-8">
            <ContactForm />
          </Card>
        </ContentSection>
      </div>
    </ContentPage>
  );
}
