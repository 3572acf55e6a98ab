import { Mail } from 'lucide';
import { Icon } from '../../lib/ui/Icon';
import { FormBoundary } from '../../lib/ui/FormBoundary';
import { preloadedLazy } from '../../lib/lazy-component';
import type { ContactActionResult } from './ContactForm';
import styles from './home.module.css';

// The form's code arrives beside the page's first download, not in it: the server renders the
// form whole, it works without JavaScript, and text typed before it hydrates is kept.
const ContactForm = preloadedLazy(() => import('./ContactForm').then((m) => m.ContactForm));

export function Contact({
  email,
  actionResult,
}: {
  email: string;
  actionResult?: ContactActionResult;
}) {
  return (
    <section id="contact" className="section" aria-labelledby="contact-title">
      <div className={`container ${styles.contact}`}>
        <div>
          <p className="eyebrow">Contact</p>
          <h2 id="contact-title">Let&apos;s Work Together</h2>
          <p className={styles.contactText}>
            Have a product to build, a team to help or a question about something I wrote? Send a
            message and I will get back to you within two working days.
          </p>
          <p className={styles.contactMail}>
            <Icon drawing={Mail} aria-hidden="true" size={16} />
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </div>
        <FormBoundary name="Contact form">
          <ContactForm actionResult={actionResult} />
        </FormBoundary>
      </div>
    </section>
  );
}
