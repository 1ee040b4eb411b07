import { company, formattedAddress } from '@tabi/contracts';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from './logo.tsx';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from './social-icons.tsx';

const quickLinks = [
  { to: '/tours', label: 'Tours' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/help', label: 'Help and Support' },
];

const supportLinks = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cancellation-policy', label: 'Cancellation Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/faq', label: 'FAQ' },
];

const socials = [
  { href: company.social.instagram, label: 'Tabi Tours on Instagram', Icon: InstagramIcon },
  { href: company.social.facebook, label: 'Tabi Tours on Facebook', Icon: FacebookIcon },
  { href: company.social.x, label: 'Tabi Tours on X', Icon: XIcon },
  { href: company.social.youtube, label: 'Tabi Tours on YouTube', Icon: YoutubeIcon },
];

const linkClasses =
  'rounded text-primary-100 transition-colors duration-150 hover:text-white hover:underline';

function FooterColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-bold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-3 text-[0.9375rem]">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="bg-primary-950 text-primary-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-[0.9375rem] leading-relaxed">
            {company.tagline} Small groups, licensed guides and honest prices, from our office in Kyoto since{' '}
            {company.foundedYear}.
          </p>
          <ul className="mt-6 flex gap-2">
            {socials.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-10 items-center justify-center rounded-full border border-white/15 text-primary-100 transition-colors duration-150 hover:border-white/40 hover:bg-white/10 hover:text-white"
                >
                  <Icon className="size-[1.125rem]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn id="footer-quick-links" title="Quick Links" links={quickLinks} />
        <FooterColumn id="footer-support" title="Support" links={supportLinks} />
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-4 space-y-3 text-[0.9375rem] not-italic">
            <a href={`mailto:${company.email}`} className={`${linkClasses} flex items-center gap-3`}>
              <Mail className="size-4 shrink-0 text-accent-300" aria-hidden />
              {company.email}
            </a>
            <a
              href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}
              className={`${linkClasses} flex items-center gap-3`}
            >
              <Phone className="size-4 shrink-0 text-accent-300" aria-hidden />
              {company.phone}
            </a>
            <p className="flex gap-3">
              <MapPin className="mt-1 size-4 shrink-0 text-accent-300" aria-hidden />
              <span>{formattedAddress}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room below the last line for the floating help button (or a page's action bar) to sit in. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-24 text-sm text-primary-200 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {company.copyrightYear} {company.name}. All rights reserved. {company.legalName},{' '}
            {company.address.city}, {company.address.country}.
          </p>
          <p>All times are Japan Standard Time (JST)</p>
        </div>
      </div>
    </footer>
  );
}
