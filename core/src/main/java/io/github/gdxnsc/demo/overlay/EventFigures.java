package io.github.gdxnsc.demo.overlay;

import io.github.gdxnsc.demo.SceneEvents;
import io.github.gdxnsc.demo.SceneSession;
import io.github.gdxnsc.demo.scenes.BodySpec;
import java.util.List;

/**
 * The Figures window's "Events" section: contact begins and ends, sensor occupancy and sleeping
 * bodies. It is shown only on a scene with kinematic or sensor bodies (a game scene), where
 * these events are the point.
 */
final class EventFigures {
    /** The rows' names, in the order of {@link OverlayHelp#EVENTS}. */
    static final String[] NAMES = {"contact begins", "contact ends", "in sensors", "asleep"};

    final Section section = new Section("Events");
    private final FigureRows rows = new FigureRows(NAMES, OverlayHelp.EVENTS, section.content);

    /** Whether the scene has kinematic or sensor bodies: a game scene, whose events are the point. */
    static boolean sceneHasEvents(SceneSession session) {
        if (session.scene() == null) return false;
        for (int i = 0, n = session.sceneBodyCount(); i < n; i++) {
            BodySpec spec = session.spec(i);
            if (spec.kinematic || spec.sensor) return true;
        }
        return false;
    }

    /** Per simulated second and in total since the load; '-' while physics is off. */
    void refresh(SceneSession session) {
        if (!session.isLive()) {
            for (int i = 0; i < rows.size(); i++) rows.set(i).append('-');
        } else {
            SceneEvents e = session.events();
            rows.set(0).append(e.beginsLastSecond()).append(" /s, ").append(e.begins()).append(" total");
            rows.set(1).append(e.endsLastSecond()).append(" /s, ").append(e.ends()).append(" total");
            rows.set(2).append(e.occupancy()).append(" now, ").append(e.sensorEntries()).append(" entries");
            int dynamic = 0;
            for (int i = 0, n = session.bodyCount(); i < n; i++) if (session.isDynamic(i)) dynamic++;
            rows.set(3).append(session.sleepingBodies()).append(" of ").append(dynamic);
        }
        rows.show();
    }

    void texts(List<String> out) {
        rows.texts(out);
    }
}
