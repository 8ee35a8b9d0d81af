import { CheckList } from './CheckList';

export interface GuideCaseStudy {
  client: string;
  industry: string;
  challenge: string;
  solution: string;
  results: readonly string[];
}

/** 'Real Results from Real Businesses': client, industry, challenge, solution, results. */
export function CaseStudies({ studies }: { studies: readonly GuideCaseStudy[] }) {
  return (
    <div className="card-grid case-studies">
      {studies.map((study) => (
        <article key={study.client} className="case-study">
          <p className="chip chip--static">{study.industry}</p>
          <h3 className="case-study__client">{study.client}</h3>
          <dl className="case-study__story">
            <dt>Challenge</dt>
            <dd>{study.challenge}</dd>
            <dt>Solution</dt>
            <dd>{study.solution}</dd>
          </dl>
          <h4 className="case-study__results-title">Results</h4>
          <CheckList items={study.results} className="case-study__results" />
        </article>
      ))}
    </div>
  );
}
