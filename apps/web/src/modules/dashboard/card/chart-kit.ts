// The charts drawn with recharts (and with it d3, redux, immer), in one chunk that
// charts.tsx loads lazily, so a dashboard paints its cards, figures and tables without them.
export { BarChart, DonutChart, LineChart, PieChart, RadarChart, Sparkline } from '@mantine/charts';
