import { BeingBuiltCard } from '../components/being-built-card';

/** Stand-in for an area a later release builds: its title and the being-built note. */
export default function BeingBuiltPage({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} · Kinfolio`}</title>
      <BeingBuiltCard title={title} />
    </>
  );
}
