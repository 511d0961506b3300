package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The column and the disturbed scenes as the catalogue builds them: the column's cubes, and the
 * scripts of tower-pull and wall-shot (what they grip, move, let go and fire, at which steps),
 * recorded without an engine.
 */
class DisturbanceScenesTest {
    static final float H = 1f / 60f;

    /** Records what a scene's action does to it, step by step. */
    static final class Script implements SceneControl {
        final RecordingSink bodies = new RecordingSink();
        final List<String> calls = new ArrayList<>();
        final List<Vector3> offsets = new ArrayList<>();
        long step = -1; // building

        @Override
        public int addBody(BodySpec body) {
            if (step >= 0) calls.add(step + " add");
            return bodies.addBody(body);
        }

        @Override
        public int addJoint(JointSpec joint) {
            return bodies.addJoint(joint);
        }

        @Override
        public void setMotor(int joint, float speed, float maxTorque) {
            calls.add(step + " motor");
        }

        @Override
        public void applyImpulse(int body, float x, float y, float z) {
            calls.add(step + " impulse");
        }

        @Override
        public void setKinematicTarget(int body, Vector3 position, Quaternion rotation) {
            calls.add(step + " target");
        }

        @Override
        public int grip(int body, Vector3 localPoint, float frequencyHz) {
            calls.add(step + " grip " + body + " at " + localPoint + " " + frequencyHz + " Hz");
            return 0;
        }

        @Override
        public void moveGrip(int grip, Vector3 offset) {
            offsets.add(new Vector3(offset));
        }

        @Override
        public void releaseGrip(int grip) {
            calls.add(step + " release");
        }

        /** Builds the scene into this script and runs its action for {@code steps} steps. */
        Script run(Scene scene, long steps) {
            SceneAction action = scene.build(this, SceneParams.defaults());
            for (step = 0; step < steps; step++) action.beforeStep(this, step, H);
            return this;
        }
    }

    @Test
    void columnAlternatesLightAndHeavyCubesTouchingFromTheGround() {
        Scene column = SceneCatalogue.byName("column");
        List<BodySpec> b = RecordingSink.record(column, SceneParams.defaults()).bodies();
        assertEquals(1 + ColumnScene.BOXES, b.size());
        assertEquals(Expectation.STAYS_WITHOUT_SINKING, column.expectation());
        float below = 0; // the ground's top
        for (int i = 1; i < b.size(); i++) {
            BodySpec box = b.get(i);
            assertEquals(ShapeKind.BOX, box.shape);
            assertEquals(new Vector3(0.5f, 0.5f, 0.5f), box.halfExtents, "unit cubes");
            assertEquals(i % 2 == 1 ? 1f : 100f, box.mass, "1 kg at the bottom, then 100 kg, alternating");
            assertEquals(below, box.position.y - box.halfExtents.y, 1e-6f, "cube " + i + " touches what is under it");
            assertEquals(0f, box.position.x, 0f);
            assertEquals(0f, box.position.z, 0f);
            below = box.position.y + box.halfExtents.y;
        }
        assertEquals(-1, column.disturbanceStep(H));
    }

    @Test
    void towerPullLiftsTheTopMiddlePlankThirtyCentimetresOverTwoSecondsAfterFiveAndLetsGo() {
        TowerPullScene scene = (TowerPullScene) SceneCatalogue.byName("tower-pull");
        assertEquals(RecordingSink.record(SceneCatalogue.byName("tower"), SceneParams.defaults()).bodies().toString(),
                RecordingSink.record(scene, SceneParams.defaults()).bodies().toString(), "the tower, unchanged");
        List<BodySpec> bodies = RecordingSink.record(scene, SceneParams.defaults()).bodies();
        BodySpec plank = bodies.get(TowerPullScene.PLANK);
        for (BodySpec b : bodies) assertTrue(b.position.y <= plank.position.y, "the plank is in the top layer");
        assertEquals(0f, plank.position.x, 1e-6f, "the middle one");
        assertEquals(0f, plank.position.z, 1e-6f, "the middle one");

        Script script = new Script().run(scene, 900);
        long grip = Math.round(5 / H), release = grip + Math.round(2 / H);
        assertEquals(release, scene.disturbanceStep(H));
        assertEquals(List.of(grip + " grip " + TowerPullScene.PLANK + " at (0.0," + plank.halfExtents.y + ",0.0) 5.0 Hz", release + " release"),
                script.calls, "gripped at the middle of its top face, let go, nothing else");
        assertEquals(release - grip, script.offsets.size(), "the target moves every step it is held");
        float last = 0;
        for (Vector3 o : script.offsets) {
            assertEquals(0f, o.x, 0f);
            assertEquals(0f, o.z, 0f);
            assertTrue(o.y > last, "straight up, every step higher");
            last = o.y;
        }
        assertEquals(0.3f, last, 1e-6f, "0.3 m up when it is let go");
        assertTrue(script.offsets.get(0).y < 1e-3f, "starting at rest: the first step moves the target by under a millimetre");
    }

    @Test
    void wallShotFiresOneThreeKilogramBallAtTheMiddleBrickAfterFiveSeconds() {
        Scene scene = SceneCatalogue.byName("wall-shot");
        List<BodySpec> wall = RecordingSink.record(SceneCatalogue.byName("wall"), SceneParams.defaults()).bodies();
        assertEquals(wall.toString(), RecordingSink.record(scene, SceneParams.defaults()).bodies().toString(), "the wall, unchanged");
        Script script = new Script().run(scene, 900);
        long shot = Math.round(5 / H);
        assertEquals(shot, scene.disturbanceStep(H));
        assertEquals(List.of(shot + " add"), script.calls, "one ball, fired at 5 s");
        BodySpec ball = script.bodies.bodies().get(wall.size());
        assertEquals(ShapeKind.SPHERE, ball.shape);
        assertEquals(3f, ball.mass);
        assertEquals(new Vector3(0, 0, -25), ball.linearVelocity, "25 m/s square at the wall");
        assertTrue(ball.ccd);
        // the brick the ball's path goes through: the middle course's, and in front of it the ball
        BodySpec target = null;
        int course = -1;
        for (int i = 1; i < wall.size(); i++) {
            BodySpec b = wall.get(i);
            if (Math.abs(ball.position.x - b.position.x) < b.halfExtents.x && Math.abs(ball.position.y - b.position.y) < b.halfExtents.y) {
                target = b;
                course = Math.round((b.position.y - b.halfExtents.y) / (2 * b.halfExtents.y));
            }
        }
        assertTrue(target != null, "the ball is aimed at a brick, not a joint");
        assertEquals(WallScene.ROWS / 2, course, "the middle course");
        assertTrue(Math.abs(ball.position.x - target.position.x) < 0.01f, "the middle of that brick");
        float gap = ball.position.z - ball.radius - (target.position.z + target.halfExtents.z);
        assertTrue(gap > 0 && gap <= 2 * 25 * H, "fired just in front of the wall: it hits within two steps (gap " + gap + " m)");
    }
}
