import { IonIcon } from '@ionic/react';
import { schoolOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { LocalizedFaculty } from '../localized-faculties';

/** One faculty and its programs. */
export function FacultyCard({ faculty }: { faculty: LocalizedFaculty }) {
  const { t } = useTranslation();
  const headingId = `faculty-${faculty.id}`;
  return (
    <article className="faculty-card" aria-labelledby={headingId}>
      <header className="faculty-card__header">
        <span className="faculty-card__icon" aria-hidden="true">
          <IonIcon icon={schoolOutline} />
        </span>
        <div>
          <h3 className="faculty-card__name" id={headingId}>
            {faculty.name}
          </h3>
          <p className="faculty-card__count">{t('home.programCount', { count: faculty.programs.length })}</p>
        </div>
      </header>
      {faculty.programs.length > 0 && (
        <ul className="faculty-card__programs">
          {faculty.programs.map((program) => (
            <li key={program.id} className="program">
              <span className="program__name">{program.name}</span>
              {/* Degree codes (BSc, PharmD) are written in Latin letters in both languages. */}
              <span className="program__degree" lang="en" dir="ltr">
                {program.degree}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
