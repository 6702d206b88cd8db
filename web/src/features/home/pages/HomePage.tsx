import { HeroActions } from '../components/HeroActions';
import { HomeHeader } from '../components/HomeHeader';
import { MapPreview } from '../components/MapPreview';
import { ServiceList } from '../components/ServiceList';
import { ServiceRoadmap } from '../components/ServiceRoadmap';
import { SharePathway } from '../components/SharePathway';

export function HomePage() {
  return (
    <div className="grid gap-5">
      <HomeHeader />
      <HeroActions />
      <MapPreview />
      <ServiceRoadmap />
      <ServiceList />
      <SharePathway />
    </div>
  );
}
