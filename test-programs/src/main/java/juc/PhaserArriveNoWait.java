package juc;

import java.util.concurrent.Phaser;

/** Two parties of a Phaser fill their slot; one waits with arriveAndAwaitAdvance, the other only arrive()s and reads the first's slot too early. Bug. */
public class PhaserArriveNoWait {
    public static void main(String[] args) throws Exception {
        Phaser phaser = new Phaser(2);
        int[] slots = new int[2];
        Thread first = new Thread(() -> {
            slots[0] = 1;
            phaser.arriveAndAwaitAdvance();
            if (slots[1] != 2) throw new IllegalStateException("slot 1 not filled");
        });
        Thread second = new Thread(() -> {
            slots[1] = 2;
            phaser.arrive();
            if (slots[0] != 1) throw new IllegalStateException("read slot 0 before the other party arrived");
        });
        first.start();
        second.start();
        first.join();
        second.join();
    }
}
