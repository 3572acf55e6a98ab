import { Form, useNavigation } from 'react-router';
import { useEffect } from 'react';
import { Field, ListSection, ProfileErrors } from './ProfileFields';
import type { FieldErrors, ProfileDraft } from './profile-form';
import { useConfirmedSubmit } from './use-confirmed-submit';
import styles from './console.module.css';

interface ProfileFormProps {
  draft: ProfileDraft;
  errors: FieldErrors;
  /** Drawn afresh when it changes: a new draft's rows replace the old ones. */
  revision: string;
  /** The element to focus once drawn (a row just added, the list a row left). */
  focus?: string;
}

const REMOVE_ROLE = /^remove:timeline:(\d+)$/;

/**
 * The owner's profile in one form: who they are, how to reach them, the about text, skills,
 * links, the home page's stats and the timeline of roles. Saving checks the whole form with the
 * shared schema; a refusal comes back as typed, each wrong field marked. A role is removed only
 * after the site's dialog asks (once the page's JavaScript runs).
 */
export function ProfileForm({ draft, errors, revision, focus }: ProfileFormProps) {
  const busy = useNavigation().state === 'submitting';
  const { confirmFirst, dialog } = useConfirmedSubmit();
  const onSubmit = confirmFirst((submitter, form) => {
    const removing = REMOVE_ROLE.exec(submitter?.value ?? '');
    if (!removing) return null;
    const employer = form.elements.namedItem(`timeline.${removing[1]}.employer`);
    const name = employer instanceof HTMLInputElement && employer.value ? employer.value : 'It';
    return {
      title: 'Remove this role?',
      message: `${name} leaves the timeline once you save the profile.`,
      submitLabel: 'Remove',
    };
  });

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, revision]);

  return (
    <ProfileErrors.Provider value={errors}>
      {dialog}
      <Form method="post" className={styles.profileForm} onSubmit={onSubmit} key={revision}>
        {/* First in the form: pressing Enter in a box saves, never adds or removes a row. */}
        <div className={styles.saveBar}>
          <button
            type="submit"
            name="intent"
            value="save"
            className="btn btn-primary"
            disabled={busy}
          >
            Save profile
          </button>
        </div>

        <section className={styles.formSection} aria-labelledby="profile-who-title">
          <h2 id="profile-who-title" className={styles.formSectionTitle}>
            Who you are
          </h2>
          <div className={styles.fieldGrid}>
            <Field name="name" label="Name" defaultValue={draft.name} autoComplete="name" />
            <Field name="role" label="Role" defaultValue={draft.role} />
            <Field
              name="yearsOfExperience"
              label="Years of experience"
              defaultValue={draft.yearsOfExperience}
              inputMode="numeric"
            />
            <Field name="email" label="E-mail" type="email" defaultValue={draft.email} />
            <Field name="location" label="Location" defaultValue={draft.location} />
          </div>
          <Field
            name="tagline"
            label="Tagline"
            defaultValue={draft.tagline}
            hint="One line under the home page's title, and on its link preview."
          />
          <Field
            name="description"
            label="Description"
            defaultValue={draft.description}
            hint="What search engines and link previews say about the site."
          />
        </section>

        <ListSection
          list="about"
          title="About"
          hint="The paragraphs of the home page's About section."
          rows={draft.about}
          rowName={(_row, index) => `Paragraph ${index + 1}`}
          addLabel="Add a paragraph"
        >
          {(paragraph, index) => (
            <Field
              name={`about.${index}`}
              label={`Paragraph ${index + 1}`}
              defaultValue={paragraph}
              multiline
            />
          )}
        </ListSection>

        <ListSection
          list="skills"
          title="Skills"
          rows={draft.skills}
          rowName={(skill, index) => `Skill ${index + 1}${skill ? ` (${skill})` : ''}`}
          addLabel="Add a skill"
        >
          {(skill, index) => (
            <Field name={`skills.${index}`} label={`Skill ${index + 1}`} defaultValue={skill} />
          )}
        </ListSection>

        <ListSection
          list="social"
          title="Links"
          hint="Your profiles elsewhere, in the footer."
          rows={draft.social}
          rowName={(link, index) => `Link ${index + 1}${link.label ? ` (${link.label})` : ''}`}
          addLabel="Add a link"
        >
          {(link, index) => (
            <>
              <Field name={`social.${index}.label`} label="Label" defaultValue={link.label} />
              <Field
                name={`social.${index}.url`}
                label="Address"
                type="url"
                defaultValue={link.url}
              />
            </>
          )}
        </ListSection>

        <ListSection
          list="stats"
          title="Stats"
          hint="The figures of the home page's band: 50 with '+' shows as 50+."
          rows={draft.stats}
          rowName={(stat, index) => `Stat ${index + 1}${stat.label ? ` (${stat.label})` : ''}`}
          addLabel="Add a stat"
        >
          {(stat, index) => (
            <>
              <input type="hidden" name={`stats.${index}.id`} value={stat.id} />
              <Field name={`stats.${index}.label`} label="Label" defaultValue={stat.label} />
              <Field
                name={`stats.${index}.value`}
                label="Value"
                defaultValue={stat.value}
                inputMode="numeric"
              />
              <Field name={`stats.${index}.suffix`} label="Suffix" defaultValue={stat.suffix} />
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name={`stats.${index}.active`}
                  defaultChecked={stat.active}
                />
                Shown
              </label>
            </>
          )}
        </ListSection>

        <ListSection
          list="timeline"
          title="Timeline"
          hint="Your roles, newest first, in the home page's About section."
          rows={draft.timeline}
          rowName={(role, index) =>
            `Role ${index + 1}${role.employer ? ` (${role.employer})` : ''}`
          }
          addLabel="Add a role"
        >
          {(role, index) => (
            <>
              <Field
                name={`timeline.${index}.employer`}
                label="Employer"
                defaultValue={role.employer}
              />
              <Field name={`timeline.${index}.title`} label="Title" defaultValue={role.title} />
              <Field
                name={`timeline.${index}.start`}
                label="Start"
                type="month"
                defaultValue={role.start}
                hint="Year and month, e.g. 2024-03."
              />
              <Field
                name={`timeline.${index}.end`}
                label="End"
                type="month"
                defaultValue={role.end}
                hint="Empty while it goes on."
              />
              <Field
                name={`timeline.${index}.impact`}
                label="Impact"
                defaultValue={role.impact}
                hint="One line: what came of your work there."
              />
              <Field
                name={`timeline.${index}.technologies`}
                label="Technologies"
                defaultValue={role.technologies}
                hint="Separated by commas."
              />
            </>
          )}
        </ListSection>

        <div className={styles.saveBar}>
          <button
            type="submit"
            name="intent"
            value="save"
            className="btn btn-primary"
            disabled={busy}
          >
            Save profile
          </button>
        </div>
      </Form>
    </ProfileErrors.Provider>
  );
}
