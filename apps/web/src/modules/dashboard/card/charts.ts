// Every card takes its charts from here, so the charts' styles come with them (in the dashboard
// routes' chunk, never at sign-in).
import '@mantine/charts/styles.css';

export {
  AreaChart,
  BarChart,
  BarsList,
  DonutChart,
  GaugeChart,
  LineChart,
  PieChart,
  RadarChart,
  RadialBarChart,
  Sparkline,
} from '@mantine/charts';
