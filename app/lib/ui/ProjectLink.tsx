import { ExternalLink } from 'lucide';
import { Icon } from './Icon';

/**
 * 'View Project' to a project's own site (or another of its links, e.g. 'Source code'), in a new
 * tab; screen readers hear which and that.
 */
export function ProjectLink({
  className,
  url,
  title,
  label = 'View Project',
}: {
  className?: string;
  url: string;
  title: string;
  label?: string;
}) {
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden">: {title} (opens in a new tab)</span>
      <Icon drawing={ExternalLink} aria-hidden="true" size={16} />
    </a>
  );
}
