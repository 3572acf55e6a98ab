import { Form, Link } from 'react-router';
import { useEffect, useId } from 'react';
import type { Project, ProjectType } from '#common/types.ts';
import { galleryOf } from '#common/project-paths.ts';
import { moveButtonId } from './project-form';
import type { ProjectsAnswer } from './projects.server';
import { useConfirmedSubmit } from './use-confirmed-submit';
import { PROJECTS_PATH } from './paths';
import styles from './console.module.css';

/**
 * One type's projects in the order its gallery shows them, hidden ones marked. Each row is a
 * plain form whose buttons post (move up or down, hide or show, delete), so ordering works by
 * keyboard and before the page's JavaScript has loaded; with it, deleting asks first in the
 * site's dialog, and after a move the keyboard's focus stays on the button that was pressed.
 * (The buttons are not disabled while a request runs: a disabled button loses the focus.)
 */
export function ProjectList({
  heading,
  type,
  projects,
  answer,
}: {
  heading: string;
  type: ProjectType;
  projects: Project[];
  answer: ProjectsAnswer | undefined;
}) {
  const { confirmFirst, dialog } = useConfirmedSubmit();
  const headingId = useId();

  useEffect(() => {
    if (!answer?.focus) return;
    // At the top or bottom now, that button is disabled: its neighbour keeps the focus.
    const pressed = document.getElementById(answer.focus);
    const other = answer.focus.startsWith('move-up-')
      ? answer.focus.replace('move-up-', 'move-down-')
      : answer.focus.replace('move-down-', 'move-up-');
    const target = pressed instanceof HTMLButtonElement && !pressed.disabled ? pressed : null;
    (target ?? document.getElementById(other))?.focus();
  }, [answer]);

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {heading}
      </h2>
      {dialog}
      {projects.length === 0 ? (
        <p className={styles.hint}>None yet.</p>
      ) : (
        <ol className={styles.queue}>
          {projects.map((project, index) => (
            <li key={project._id} className={styles.queued} data-hidden={project.hidden}>
              <div className={styles.queuedBody}>
                <p className={styles.projectName}>
                  <strong>{project.title}</strong>
                  {project.hidden && <span className={styles.badge}>Hidden</span>}
                </p>
                <p className={styles.queuedMeta}>
                  {project.category}
                  {project.tags.length > 0 && ` · ${project.tags.join(', ')}`}
                </p>
                <Form
                  method="post"
                  action={PROJECTS_PATH}
                  className={styles.rowActions}
                  onSubmit={confirmFirst((submitter) =>
                    submitter?.value === 'delete'
                      ? {
                          title: `Delete “${project.title}”?`,
                          message: 'A deleted project cannot be brought back.',
                          submitLabel: 'Delete',
                        }
                      : null,
                  )}
                >
                  <input type="hidden" name="id" value={project._id} />
                  <Link
                    to={`${PROJECTS_PATH}/${encodeURIComponent(project._id)}`}
                    className="btn btn-sm btn-ghost"
                  >
                    Edit<span className="visually-hidden"> {project.title}</span>
                  </Link>
                  <RowButton
                    id={moveButtonId(project._id, 'up')}
                    intent="up"
                    label="Move up"
                    title={project.title}
                    disabled={index === 0}
                  />
                  <RowButton
                    id={moveButtonId(project._id, 'down')}
                    intent="down"
                    label="Move down"
                    title={project.title}
                    disabled={index === projects.length - 1}
                  />
                  <RowButton
                    intent={project.hidden ? 'show' : 'hide'}
                    label={project.hidden ? 'Show' : 'Hide'}
                    title={project.title}
                  />
                  <RowButton intent="delete" label="Delete" title={project.title} />
                </Form>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link to={galleryOf(type)}>See the gallery</Link>
      </p>
    </section>
  );
}

/** A row's button: `intent=<action>`, named for a screen reader by the project's title. */
function RowButton({
  id,
  intent,
  label,
  title,
  disabled,
}: {
  id?: string;
  intent: string;
  label: string;
  title: string;
  disabled?: boolean;
}) {
  return (
    <button
      id={id}
      type="submit"
      name="intent"
      value={intent}
      className="btn btn-sm btn-ghost"
      disabled={disabled}
    >
      {label}
      <span className="visually-hidden"> {title}</span>
    </button>
  );
}
