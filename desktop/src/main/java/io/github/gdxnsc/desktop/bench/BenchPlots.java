package io.github.gdxnsc.desktop.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * PNG plots of a bench's runs (XChart): per scene, the residual against iteration of the last
 * measured frame of every nsc run; and per scene that ran at several sizes, the median step time
 * against the mean contact count, one series per engine configuration.
 */
final class BenchPlots {
    private BenchPlots() {
    }

    static List<Path> write(Path dir, List<BenchResult> results) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(dir);
        List<Path> written = new ArrayList<>();
        Set<String> scenes = new LinkedHashSet<>();
        for (BenchResult r : results) scenes.add(r.scene);
        for (String scene : scenes) {
            XYChart chart = new XYChartBuilder().width(900).height(560)
                    .title("Residual against iteration: " + scene + " (last measured frame)")
                    .xAxisTitle("iteration").yAxisTitle("residual (m/s)").build();
            chart.getStyler().setYAxisLogarithmic(true);
            chart.getStyler().setMarkerSize(3);
            chart.getStyler().setXAxisDecimalPattern("#");
            chart.getStyler().setXAxisTickMarkSpacingHint(120);
            int series = 0;
            Set<String> names = new LinkedHashSet<>();
            for (BenchResult r : results) {
                if (!r.scene.equals(scene) || !r.isNsc() || r.residualHistory.length == 0) continue;
                List<Double> xs = new ArrayList<>(), ys = new ArrayList<>();
                for (int i = 0; i < r.residualHistory.length; i++) {
                    double v = r.residualHistory[i];
                    if (v > 0 && Double.isFinite(v)) {
                        xs.add((double) (i + 1));
                        ys.add(v);
                    }
                }
                if (xs.isEmpty()) continue;
                String name = r.label() + (r.targetContacts > 0 ? " " + r.targetContacts + "c" : "");
                if (!names.add(name)) name = name + " #" + series;
                chart.addSeries(name, xs, ys).setMarker(SeriesMarkers.NONE);
                series++;
            }
            if (series > 0) written.add(save(chart, dir.resolve("residual-" + scene)));

            Map<String, List<BenchResult>> bySeries = new LinkedHashMap<>();
            Set<Integer> sizes = new LinkedHashSet<>();
            for (BenchResult r : results) {
                if (!r.scene.equals(scene) || r.error != null) continue;
                sizes.add(r.targetContacts);
                bySeries.computeIfAbsent(r.label(), k -> new ArrayList<>()).add(r);
            }
            if (sizes.size() < 2) continue;
            XYChart scaling = new XYChartBuilder().width(900).height(560)
                    .title("Step time against contacts: " + scene + " (median of the measured frames)")
                    .xAxisTitle("contacts (mean over the measured frames)").yAxisTitle("step (ms)").build();
            scaling.getStyler().setXAxisDecimalPattern("#");
            for (Map.Entry<String, List<BenchResult>> e : bySeries.entrySet()) {
                List<BenchResult> rs = new ArrayList<>(e.getValue());
                rs.sort((a, b) -> Double.compare(a.contactsMean, b.contactsMean));
                List<Double> xs = new ArrayList<>(), ys = new ArrayList<>();
                for (BenchResult r : rs) {
                    xs.add(r.contactsMean);
                    ys.add(r.stepMsMedian);
                }
                scaling.addSeries(e.getKey(), xs, ys);
            }
            written.add(save(scaling, dir.resolve("step-vs-contacts-" + scene)));
        }
        return written;
    }

    private static Path save(XYChart chart, Path base) throws IOException {
        BitmapEncoder.saveBitmap(chart, base.toString(), BitmapEncoder.BitmapFormat.PNG);
        return base.resolveSibling(base.getFileName() + ".png");
    }
}
