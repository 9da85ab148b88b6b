import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import BrandEmail from '@site/src/ui/BrandEmail';
import type {ContactTeam} from '@site/src/features/company/data/contactTeams';
import styles from './styles.module.css';

/** Each team with what it handles and its e-mail address. */
export default function ContactDirectory({teams}: {teams: ContactTeam[]}): ReactNode {
  return (
    <ul className={styles.teams}>
      {teams.map((team) => (
        <li key={team.mailbox} id={team.mailbox} className={styles.team}>
          <Heading as="h2" className={styles.name}>
            {team.name}
          </Heading>
          <p className={styles.description}>{team.description}</p>
          <BrandEmail team={team.mailbox} />
        </li>
      ))}
    </ul>
  );
}
