import { Link } from 'react-router';
import { caseStudyPath } from '#common/project-paths.ts';
import { ProjectLink } from './ProjectLink';

/**
 * A project card's main link: its case study when it has one, else its own site when it has an
 * address, else nothing (a card never links to a placeholder).
 */
export function ProjectMainLink({
  className,
  project,
  hasCaseStudy,
}: {
  className?: string;
  project: { slug: string; url: string; title: string };
  hasCaseStudy: boolean;
}) {
  if (hasCaseStudy) {
    return (
      <Link className={className} to={caseStudyPath(project.slug)}>
        Read the case study<span className="visually-hidden">: {project.title}</span>
      </Link>
    );
  }
  if (!project.url) return null;
  return <ProjectLink className={className} url={project.url} title={project.title} />;
}
