import { ExternalLink } from 'lucide';
import { Icon } from './Icon';

/** 'View Project' to a project's own site, in a new tab; screen readers hear which and that. */
export function ProjectLink({
  className,
  url,
  title,
}: {
  className?: string;
  url: string;
  title: string;
}) {
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      View Project
      <span className="visually-hidden">: {title} (opens in a new tab)</span>
      <Icon drawing={ExternalLink} aria-hidden="true" size={16} />
    </a>
  );
}
