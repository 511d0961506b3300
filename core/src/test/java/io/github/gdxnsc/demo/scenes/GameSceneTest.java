package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.character.GroundState;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The game scene played through its rig's input, as the demo's keys fill it. */
class GameSceneTest {
    private final Vector3 p = new Vector3();

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    private static void steps(WorldScene scene, int n) {
        for (int i = 0; i < n; i++) scene.stepOnce();
    }

    @Test
    void theCharacterClimbsTheStairsToTheDeck() {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            GameScene game = new GameScene();
            WorldScene scene = game.build(world, SceneParams.defaults());
            GameRig rig = game.rig(scene);
            assertNotNull(rig);
            steps(scene, 30);
            rig.moveX = -1; // 5 m to the stairs' line
            steps(scene, 75);
            rig.moveX = 0;
            rig.moveZ = -1; // up the five 0.2 m steps and onto the deck at 1 m
            steps(scene, 180);
            rig.character().getPosition(p);
            assertTrue(p.z < -6, "on the deck, z = " + p.z);
            assertEquals(1.0f, p.y, 0.02f, "at the deck's height");
            assertEquals(GroundState.GROUNDED, rig.character().getGroundState());
        } finally {
            world.dispose();
        }
    }

    @Test
    void theCharacterGetsInTheCarAndDrivesIt() {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            GameScene game = new GameScene();
            WorldScene scene = game.build(world, SceneParams.defaults());
            GameRig rig = game.rig(scene);
            steps(scene, 30);
            rig.moveZ = 1; // 4 m toward the viewer: beside the car
            steps(scene, 60);
            rig.moveZ = 0;
            rig.toggleCar = true;
            steps(scene, 1);
            assertTrue(rig.isDriving(), "near enough to get in");
            float z0 = rig.car().getChassis().getPosition(p).z;
            rig.moveZ = -1; // the up arrow: forward
            steps(scene, 120);
            assertTrue(z0 - rig.car().getChassis().getPosition(p).z > 5, "drove forward, dz = " + (z0 - p.z));
            rig.moveZ = 0;
            rig.toggleCar = true;
            steps(scene, 60);
            assertTrue(!rig.isDriving());
            assertEquals(GroundState.GROUNDED, rig.character().getGroundState(), "out of the car, on the ground");
        } finally {
            world.dispose();
        }
    }

    /**
     * The rope bridge, released level between the decks, comes to rest at the defaults: its short
     * taut ropes swing the planks as fast as the step, which their swing damping takes out, and its
     * chain of ropes is solved as one block (the solver alone left it moving at 0.5 m/s).
     */
    @Test
    void theRopeBridgeComesToRest() {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            WorldScene scene = new GameScene().build(world, SceneParams.defaults());
            steps(scene, 540);
            Vector3 v = new Vector3();
            float fastest = 0;
            for (int s = 0; s < 60; s++) {
                scene.stepOnce();
                for (int i = 0; i < GameScene.PLANKS; i++) {
                    io.github.gdxnsc.world.RigidBody plank = world.getBodies().get(GameScene.FIRST_PLANK + i);
                    fastest = Math.max(fastest, plank.getLinearVelocity(v).len() + 0.5f * GameScene.PLANK * plank.getAngularVelocity(v).len());
                }
            }
            System.out.printf("game scene's rope bridge over its 10th second: fastest plank point %.2e m/s%n", fastest);
            assertTrue(fastest < 1e-3, "the bridge at rest: " + fastest);
        } finally {
            world.dispose();
        }
    }

    /**
     * Up the stairs to the deck, then west across the rope bridge to the far deck: the character
     * stands on the planks (its weight on them), the bridge sags under it and holds (its ropes at
     * their length), and it steps off at the far deck's height.
     */
    @Test
    void theCharacterCrossesTheRopeBridge() {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            GameScene game = new GameScene();
            WorldScene scene = game.build(world, SceneParams.defaults());
            GameRig rig = game.rig(scene);
            steps(scene, 60); // the bridge settles from level
            rig.moveX = -1; // 5 m to the stairs' line
            steps(scene, 75);
            rig.moveX = 0;
            rig.moveZ = -1; // up the stairs to the bridge's line on the deck
            steps(scene, 165);
            rig.moveZ = 0;
            rig.moveX = -1; // west over the bridge
            float lowest = Float.MAX_VALUE, longest = 0;
            int onPlanks = 0;
            float farDeck = GameScene.gapEast(GameScene.PLANKS) - GameScene.GAP - 0.75f; // its centre
            for (int i = 0; i < 150 && rig.character().getPosition(p).x > farDeck; i++) {
                scene.stepOnce();
                io.github.gdxnsc.world.RigidBody ground = rig.character().getGroundBody();
                if (ground != null && ground.getType() == io.github.gdxnsc.world.BodyType.DYNAMIC) onPlanks++;
                lowest = Math.min(lowest, rig.character().getPosition(p).y);
                for (io.github.gdxnsc.world.DistanceJoint rope : rig.ropes()) longest = Math.max(longest, rope.getDistance() - rope.getMaxLength());
            }
            rig.moveX = 0;
            steps(scene, 10);
            rig.character().getPosition(p);
            System.out.printf("rope bridge: %d steps on the planks, lowest feet %.3f m (decks at %.1f m), longest rope %.2e m over its length; ends at (%.2f, %.3f, %.2f)%n",
                    onPlanks, lowest, GameScene.BRIDGE_TOP, longest, p.x, p.y, p.z);
            assertTrue(p.x < GameScene.gapEast(GameScene.PLANKS) - GameScene.GAP - 0.3f, "on the far deck, x = " + p.x);
            assertEquals(GameScene.BRIDGE_TOP, p.y, 0.02f, "at the far deck's height");
            assertEquals(GroundState.GROUNDED, rig.character().getGroundState());
            assertTrue(onPlanks > 25, "walked on the planks for " + onPlanks + " steps");
            assertTrue(lowest < GameScene.BRIDGE_TOP - 0.1f && lowest > GameScene.BRIDGE_TOP - 0.6f, "the bridge sagged under it and held: lowest " + lowest);
            // the ropes' block solve and projection leave about 2 mm of stretch under the walking character
            // (RopeBridgeTest checks the bridge's statics against the closed form); a rope that gave way
            // would stretch by metres
            assertTrue(longest < 0.005f, "ropes held their length: " + longest);
        } finally {
            world.dispose();
        }
    }

    /**
     * To the low one-way platform, up through it with a jump and onto it, then from under the high
     * one up through it and onto it; walking out under the low one from the side passes through it.
     */
    @Test
    void theCharacterJumpsUpThroughTheOneWayPlatforms() {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            GameScene game = new GameScene();
            WorldScene scene = game.build(world, SceneParams.defaults());
            GameRig rig = game.rig(scene);
            steps(scene, 30);
            rig.moveZ = -1; // from z = 4 to 2.6, clear of the crates
            steps(scene, 21);
            rig.moveZ = 0;
            rig.moveX = 1; // from x = 0 to under the low platform (x = 7.5), clear of the thrown crate: in through its side
            steps(scene, 105);
            rig.moveX = 0;
            steps(scene, 5);
            rig.character().getPosition(p);
            assertEquals(7f, p.x, 0.1f, "walked in under it, x = " + p.x);
            assertEquals(0, p.y, 0.02f, "on the ground under it");
            rig.jump = true;
            steps(scene, 90);
            rig.character().getPosition(p);
            assertEquals(GameScene.ONE_WAY_TOP, p.y, 0.02f, "up through the low platform and on it");
            assertEquals(GroundState.GROUNDED, rig.character().getGroundState());
            rig.moveZ = -1; // under the high one (z from 2.6 to 1.9)
            steps(scene, 10);
            rig.moveZ = 0;
            rig.jump = true;
            steps(scene, 90);
            rig.character().getPosition(p);
            System.out.printf("one-way platforms: the character ends at (%.2f, %.3f, %.2f)%n", p.x, p.y, p.z);
            assertEquals(GameScene.ONE_WAY_TOP + 1, p.y, 0.02f, "up through the high platform and on it");
            assertEquals(scene.body(GameScene.ONE_WAY_HIGH), rig.character().getGroundBody());
        } finally {
            world.dispose();
        }
    }

    /**
     * Over the heightfield hill and down its far side: grounded all the way (its slopes reach 30
     * degrees, under the 45 degree maximum), on the terrain's body, the ground point on the hill's
     * surface and the ground normal that of a triangle of the terrain it touches (the smooth hill's
     * within a facet's departure from it), and at the top at the hill's height.
     */
    @Test
    void theCharacterWalksOverTheHeightfieldHill() {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            GameScene game = new GameScene();
            WorldScene scene = game.build(world, SceneParams.defaults());
            GameRig rig = game.rig(scene);
            steps(scene, 30);
            rig.moveZ = 1; // to z = 5.5, clear of the crates
            steps(scene, 23);
            rig.moveZ = 0;
            rig.moveX = 1; // to the hill's line, x = 11
            steps(scene, 165);
            rig.moveX = 0;
            rig.moveZ = -1; // south over the hill (its top at z = -10) and off its far side (z = -14)
            Vector3 point = new Vector3(), normal = new Vector3(), smooth = new Vector3();
            int onTerrain = 0, notGrounded = 0;
            float worstHeight = 0, worstAngle = 0, worstFacet = 0, steepest = 0, top = 0;
            for (int i = 0; i < 300; i++) {
                scene.stepOnce();
                if (rig.character().getGroundState() != GroundState.GROUNDED) notGrounded++;
                if (rig.character().getGroundBody() != rig.terrain()) continue;
                onTerrain++;
                rig.character().getGroundPoint(point);
                float dx = point.x - GameScene.TERRAIN_X, dz = point.z - GameScene.TERRAIN_Z, e = 1e-3f;
                worstHeight = Math.max(worstHeight, Math.abs(point.y - GameScene.hillHeight(dx, dz)));
                smooth.set(-(GameScene.hillHeight(dx + e, dz) - GameScene.hillHeight(dx - e, dz)) / (2 * e), 1,
                        -(GameScene.hillHeight(dx, dz + e) - GameScene.hillHeight(dx, dz - e)) / (2 * e)).nor();
                rig.character().getGroundNormal(normal);
                worstAngle = Math.max(worstAngle, (float) Math.toDegrees(Math.acos(Math.min(1, normal.dot(smooth)))));
                float nearest = 180; // a point on an edge or corner touches several facets: the nearest of theirs
                for (int k = 0; k < 9; k++) {
                    facetNormal(dx + 0.01f * (k % 3 - 1), dz + 0.01f * (k / 3 - 1), smooth);
                    nearest = Math.min(nearest, (float) Math.toDegrees(Math.acos(Math.min(1, normal.dot(smooth)))));
                }
                worstFacet = Math.max(worstFacet, nearest);
                steepest = Math.max(steepest, (float) Math.toDegrees(Math.acos(normal.y)));
                top = Math.max(top, rig.character().getPosition(p).y);
            }
            rig.character().getPosition(p);
            System.out.printf("heightfield hill: %d steps on it, %d not grounded; ground point off the surface by at most %.4f m, normal off the smooth hill's by %.2f deg and off its facet's by %.2f deg, steepest %.1f deg,"
                    + " top %.3f m (hill %.2f); ends at (%.2f, %.3f, %.2f)%n", onTerrain, notGrounded, worstHeight, worstAngle, worstFacet, steepest, top, GameScene.HILL, p.x, p.y, p.z);
            assertTrue(onTerrain > 100, "walked on the terrain for " + onTerrain + " steps");
            assertEquals(0, notGrounded, "grounded all the way");
            assertTrue(worstHeight < 0.01f, "ground point on the surface: " + worstHeight);
            assertTrue(worstFacet < 1, "ground normal the facet's: " + worstFacet + " deg");
            assertTrue(worstAngle < 8, "ground normal near the smooth hill's: " + worstAngle + " deg");
            assertEquals(30, steepest, 3, "the hill's steepest slope");
            assertEquals(GameScene.HILL, top, 0.03f, "over its top");
            assertTrue(p.z < -14f, "down its far side, z = " + p.z);
        } finally {
            world.dispose();
        }
    }

    /**
     * The normal of the terrain's triangle under (dx, dz) from its centre: Bullet cuts each cell
     * along the diagonal from (column + 1, row) to (column, row + 1).
     */
    private static void facetNormal(float dx, float dz, Vector3 out) {
        float cell = GameScene.TERRAIN_CELL, half = 0.5f * GameScene.TERRAIN_CELLS * cell;
        int c = (int) Math.floor((dx + half) / cell), r = (int) Math.floor((dz + half) / cell);
        float u = (dx + half) / cell - c, v = (dz + half) / cell - r;
        float x0 = c * cell - half, z0 = r * cell - half;
        float h00 = GameScene.hillHeight(x0, z0), h10 = GameScene.hillHeight(x0 + cell, z0), h01 = GameScene.hillHeight(x0, z0 + cell),
                h11 = GameScene.hillHeight(x0 + cell, z0 + cell);
        // the plane's slopes along x and z on the triangle holding (u, v)
        float sx = u + v <= 1 ? h10 - h00 : h11 - h01, sz = u + v <= 1 ? h01 - h00 : h11 - h10;
        out.set(-sx / cell, 1, -sz / cell).nor();
    }
}
