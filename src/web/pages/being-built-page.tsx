import { BeingBuiltCard } from '../components/being-built-card';
import { PageTitle } from '../components/page-title';

/** Stand-in for an area a later release builds: its title and the being-built note. */
export default function BeingBuiltPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <BeingBuiltCard title={title} />
    </>
  );
}
