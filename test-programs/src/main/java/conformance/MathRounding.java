package conformance;

public class MathRounding {
    public static void main(String[] args) {
        double[] vals = {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, 2.4, 2.6, -2.4, -2.6, -0.0, 1e20, -1e20,
                Double.NaN, Double.POSITIVE_INFINITY, 4503599627370497.0, 0.1, -0.1, 1e-300};
        for (double v : vals) {
            System.out.println(v + ": round " + Math.round(v) + " floor " + Math.floor(v) + " ceil " + Math.ceil(v) + " rint " + Math.rint(v)
                    + " (int) " + (int) v + " roundf " + Math.round((float) v));
        }
        System.out.println("floorDiv " + Math.floorDiv(-7, 2) + " " + Math.floorDiv(7L, -2L) + " floorMod " + Math.floorMod(-7, 2) + " " + Math.floorMod(7L, -2));
        System.out.println("floorMod(long,int) " + Math.floorMod(-10L, 3));
        float[] fv = {0.5f, 1.5f, -0.5f, 2.5f, 8388609.5f, Float.NaN, -Float.MAX_VALUE};
        for (float v : fv) {
            System.out.println("f " + v + " round " + Math.round(v) + " (long) " + (long) v);
        }
    }
}
