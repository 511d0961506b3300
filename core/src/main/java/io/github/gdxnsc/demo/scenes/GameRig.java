package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.character.CharacterController;
import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.DistanceJoint;
import io.github.gdxnsc.vehicle.Vehicle;
import io.github.gdxnsc.vehicle.VehicleWheel;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

/**
 * The game scene's player in our world: a character controller and a four-wheeled raycast car,
 * driven by an input the demo fills from its keys (render-free: a test or a replay may fill it
 * too). Before each fixed step the car's wheels act on its chassis and the character (when not in
 * the car) moves: after the last step, so a platform that moved carries it.
 */
public final class GameRig {
    static final float CAR_KG = 800f, SPRING = 30000f;
    static final float WALK_SPEED = 4f, JUMP_SPEED = 5f, ENGINE_N = 6000f, BRAKE_N = 9000f, PARK_BRAKE_N = 3000f, MAX_STEER = 0.5f;
    /** How near (m) the character must be to the car's centre to get in. */
    static final float ENTER_DISTANCE = 3f;

    /** Input: stick in [-1, 1] (x right, z toward the viewer), jump and enter/leave are one-shot, crouch is held. */
    public float moveX, moveZ;
    public boolean jump, crouch, toggleCar;

    private final NscWorld world;
    private final CharacterController character;
    private final Vehicle car;
    /** The bridge's ropes, two a gap (north and south), east to west. */
    private final DistanceJoint[] ropes = new DistanceJoint[2 * (GameScene.PLANKS + 1)];
    /** The heightfield hill: its static body and its heights (row by row, for drawing). */
    private final RigidBody terrain;
    private final float[] terrainHeights;
    /** The one-way rule for the solver's bodies, in front of whatever listener the world has. */
    private final OneWayPlatforms oneWay = new OneWayPlatforms(GameScene.ONE_WAY_GROUP);
    private final RigidBody chassis;
    private boolean driving;
    private final Vector3 walk = new Vector3(), tmp = new Vector3();
    private final Quaternion q = new Quaternion();

    GameRig(WorldScene scene, Vector3 start) {
        world = scene.world();
        character = new CharacterController(world, 0.3f, 1.0f, 0.4f, start);
        chassis = scene.body(GameScene.CHASSIS);
        car = new Vehicle(world, chassis);
        for (int k = 0; k < 4; k++) {
            boolean front = k < 2;
            VehicleWheel w = car.addWheel(tmp.set(k % 2 == 0 ? -0.85f : 0.85f, -0.3f, front ? -1.4f : 1.4f), 0.35f, 0.4f);
            w.setSuspension(SPRING, 3500f, 0.3f).setFrictionSlip(1.6f).setSteerable(front).setDriven(!front);
        }
        hangBridge(scene);
        for (int h : new int[] {GameScene.ONE_WAY_LOW, GameScene.ONE_WAY_HIGH}) {
            RigidBody platform = scene.body(h);
            platform.setFilter(GameScene.ONE_WAY_GROUP, platform.getFilterMask());
        }
        character.setOneWayGroups(GameScene.ONE_WAY_GROUP);
        terrainHeights = GameScene.terrainHeights();
        int n = GameScene.TERRAIN_CELLS + 1;
        terrain = world.createBody(new BodyDef().shape(world.shapes().heightfield(terrainHeights, n, n, GameScene.TERRAIN_CELL)).mass(0).friction(0.8f)
                .position(GameScene.TERRAIN_X, 0, GameScene.TERRAIN_Z));
    }

    /** The bridge's ropes: each gap spanned by two, {@link GameScene#ROPE_SLACK} longer than the gap, from deck to plank to plank to deck. */
    private void hangBridge(WorldScene scene) {
        int planks = GameScene.PLANKS;
        float y = GameScene.ropeHeight(), side = GameScene.PLANK_HALF_WIDTH - 0.05f;
        Vector3 east = new Vector3(), west = new Vector3();
        for (int i = 0, n = 0; i <= planks; i++) {
            RigidBody eastPlank = i > 0 ? scene.body(GameScene.FIRST_PLANK + i - 1) : null, westPlank = i < planks ? scene.body(GameScene.FIRST_PLANK + i) : null;
            for (int s = -1; s <= 1; s += 2) {
                east.set(GameScene.gapEast(i), y, GameScene.BRIDGE_Z + s * side);
                west.set(east.x - GameScene.GAP, y, east.z);
                DistanceJoint rope = westPlank != null ? world.createDistanceJoint(westPlank, eastPlank, west, east) : world.createDistanceJoint(eastPlank, null, east, west);
                rope.setLength(0, GameScene.GAP + GameScene.ROPE_SLACK);
                ropes[n++] = rope;
            }
        }
    }

    /** One fixed step's worth of play: read the input, drive the car's wheels, move the character. */
    void beforeStep(float h) {
        if (world.getContactListener() != oneWay) { // the demo sets its own after the build: go in front of it
            oneWay.wrap(world.getContactListener());
            world.setContactListener(oneWay);
        }
        if (toggleCar) {
            toggleCar = false;
            if (driving) leaveCar();
            else if (character.getCentre(tmp).dst(chassis.getPosition(walk)) < ENTER_DISTANCE) driving = true;
        }
        if (driving) {
            float speed = car.getForwardSpeed();
            float throttle = -moveZ; // up arrow: forward
            boolean braking = throttle * speed < -0.5f;
            car.setEngineForce(braking ? 0 : throttle * ENGINE_N);
            car.setBrakeForce(braking ? BRAKE_N : throttle == 0 ? PARK_BRAKE_N * 0.1f : 0);
            car.setSteering(-moveX * MAX_STEER);
        } else {
            car.setEngineForce(0);
            car.setSteering(0);
            car.setBrakeForce(PARK_BRAKE_N);
        }
        car.update(h);
        if (!driving) {
            character.setCrouching(crouch);
            if (jump) character.jump(JUMP_SPEED);
            character.move(walk.set(moveX, 0, moveZ).limit(1).scl(WALK_SPEED), h);
        }
        jump = false;
    }

    private void leaveCar() {
        chassis.getRotation(q);
        chassis.getPosition(tmp);
        tmp.add(walk.set(-2f, 0, 0).mul(q)); // out of the driver's (left) door
        tmp.y = chassis.getPosition(walk).y;
        character.setPosition(tmp);
        driving = false;
    }

    public NscWorld world() {
        return world;
    }

    public CharacterController character() {
        return character;
    }

    public Vehicle car() {
        return car;
    }

    /** The terrain's static body (a heightfield). */
    public RigidBody terrain() {
        return terrain;
    }

    /** The terrain's heights, row (z) by row, {@link #terrainSize()} a side (for drawing). */
    public float[] terrainHeights() {
        return terrainHeights;
    }

    /** Heights a side of the terrain's grid. */
    public int terrainSize() {
        return GameScene.TERRAIN_CELLS + 1;
    }

    /** Metres between the terrain's heights. */
    public float terrainCell() {
        return GameScene.TERRAIN_CELL;
    }

    /** The bridge's ropes (for drawing). */
    public DistanceJoint[] ropes() {
        return ropes;
    }

    public boolean isDriving() {
        return driving;
    }

    /** Floats of {@link #saveState}: the character's feet (x, y, z), crouching, driving. */
    public static final int STATE_FLOATS = 5;

    /**
     * The player's state beside the world's (a step back keeps it per frame): the character's feet,
     * whether it crouches and whether it drives, into {@code out} ({@link #STATE_FLOATS} long).
     */
    public void saveState(float[] out) {
        character.getPosition(walk);
        out[0] = walk.x;
        out[1] = walk.y;
        out[2] = walk.z;
        out[3] = character.isCrouching() ? 1 : 0;
        out[4] = driving ? 1 : 0;
    }

    /**
     * Puts the player back as {@link #saveState} kept it: the character crouching or not, its feet
     * there (airborne until its next move finds the ground, so one stepped back in mid-jump falls
     * from there), in the car or not; the one-shot inputs are dropped.
     */
    public void restoreState(float[] in) {
        character.setCrouching(in[3] != 0);
        character.setPosition(walk.set(in[0], in[1], in[2]));
        driving = in[4] != 0;
        jump = false;
        toggleCar = false;
    }
}
